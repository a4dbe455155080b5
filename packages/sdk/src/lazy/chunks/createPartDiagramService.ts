// The entry of the lazily loaded createPartDiagramService chunk (see createSdk): only the factory.
export { createPartDiagramService } from '../../partDiagrams/createPartDiagramService';
