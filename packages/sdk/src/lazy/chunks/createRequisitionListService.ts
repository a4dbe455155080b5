// The entry of the lazily loaded createRequisitionListService chunk (see createSdk): only the
// factory, so a bundler keeps the rest of its module out of every bundle that does not call it.
export { createRequisitionListService } from '../../requisitionLists/createRequisitionListService';
