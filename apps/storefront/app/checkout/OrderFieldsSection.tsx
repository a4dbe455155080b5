import { TextField } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { OrderStepSection } from './OrderStepSection';

/** The order fields as typed: the customer's reference and order number (both optional). */
export interface OrderFieldValues {
  customerRef: string;
  customerOrderNo: string;
}

/** Props of {@link OrderFieldsSection}. */
export interface OrderFieldsSectionProps {
  fields: OrderFieldValues;
  onChange: (fields: OrderFieldValues) => void;
}

/** The order fields, saved on the cart when the order is placed. */
export function OrderFieldsSection({ fields, onChange }: OrderFieldsSectionProps) {
  return (
    <OrderStepSection title={translate('checkout.orderFields.title')} error={null}>
      <TextField
        name="customer_ref"
        label={translate('checkout.orderFields.customerRef')}
        value={fields.customerRef}
        onChange={(event) => onChange({ ...fields, customerRef: event.currentTarget.value })}
      />
      <TextField
        name="customer_order_no"
        label={translate('checkout.orderFields.customerOrderNo')}
        value={fields.customerOrderNo}
        onChange={(event) => onChange({ ...fields, customerOrderNo: event.currentTarget.value })}
      />
    </OrderStepSection>
  );
}
