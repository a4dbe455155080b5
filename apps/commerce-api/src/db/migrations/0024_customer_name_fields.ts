/**
 * Issue 25: Magento's name and birth fields on the account (`prefix`, `middlename`, `suffix`,
 * `date_of_birth`, `gender`) and on saved addresses (`prefix`, `middlename`, `suffix`), all
 * optional, so a Magento client (Venia, Vue Storefront) gets back what it saved. Cart and order
 * addresses are JSON copies and carry the same three name fields without a column.
 */
export const up = [
  `ALTER TABLE customers ADD COLUMN prefix text`,
  `ALTER TABLE customers ADD COLUMN middlename text`,
  `ALTER TABLE customers ADD COLUMN suffix text`,
  // `YYYY-MM-DD` as text, not `date`: the drivers would turn a date into a Date at local midnight,
  // and a birthday is a calendar day in no time zone.
  `ALTER TABLE customers ADD COLUMN date_of_birth text
    CHECK (date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`,
  `ALTER TABLE customers ADD COLUMN gender smallint CHECK (gender IN (1, 2, 3))`,
  `ALTER TABLE customer_addresses ADD COLUMN prefix text`,
  `ALTER TABLE customer_addresses ADD COLUMN middlename text`,
  `ALTER TABLE customer_addresses ADD COLUMN suffix text`,
];
