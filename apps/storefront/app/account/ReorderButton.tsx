import { Button } from '@agri-parts/ui';
import { Form } from 'react-router';

import { translate } from '../i18n/translate';
import { accountPaths } from './accountPaths';
import { reorderIntent } from './reorderNotice';

/**
 * "Bestill på nytt" for one order: a plain form post to the order's page, so it works without
 * JavaScript; the button names the order for screen readers, since a history lists many.
 */
export function ReorderButton({ number, size = 'md' }: { number: string; size?: 'sm' | 'md' }) {
  const action = `${accountPaths.orderHistory}/${encodeURIComponent(number)}`;
  return (
    // A whole-page post: the cart page that follows loads the customer's cart afresh.
    <Form method="post" action={action} reloadDocument className="reorder-form">
      <Button type="submit" name="intent" value={reorderIntent} variant="secondary" size={size}>
        {translate('reorder.button')}
        <span className="ap-visually-hidden">
          {' '}
          {translate('reorder.buttonContext', { number })}
        </span>
      </Button>
    </Form>
  );
}
