-- Issue #29 item 1: the data export asks the shops module for the sales of one person (claimed by
-- them, or addressed to their address in any case) on shop_sales alone, no longer through a join from
-- tags; these two indexes find those rows without reading the table whole (apps/api/test/query-plans.test.ts).
CREATE INDEX shop_sales_claimed_by_idx ON shop_sales (claimed_by);
CREATE INDEX shop_sales_customer_email_lower_idx ON shop_sales (lower(customer_email));
