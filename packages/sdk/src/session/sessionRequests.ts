// What the session store sends and maps, loaded on its first request (see sessionContext):
// a browser page that only shows the session the server rendered carries none of it.
export { mapCustomer } from '../customer/mapCustomer';
export { CreateCustomerDocument } from './createCustomer.generated';
export { CustomerDocument } from './customer.generated';
export { GenerateCustomerTokenDocument } from './generateCustomerToken.generated';
export { RevokeCustomerTokenDocument } from './revokeCustomerToken.generated';
