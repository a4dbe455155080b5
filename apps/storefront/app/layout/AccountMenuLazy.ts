// The chunk of the signed-in account menu (see AccountControl): the UI kit's menu alone.
export { AccountMenu } from '@agri-parts/ui';
