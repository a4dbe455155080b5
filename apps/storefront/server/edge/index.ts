// What scripts/start-edge.mjs takes from the storefront (built into dist/edge.js).
export { nginxConfig, type EdgeConfigOptions } from './nginxConfig';
export { ensureLocalCertificate, type CertificateFiles } from './localCertificate';
export { brotliModules } from './nginxModules';
