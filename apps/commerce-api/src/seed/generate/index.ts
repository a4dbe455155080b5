export { generateCatalog } from './generateCatalog.js';
