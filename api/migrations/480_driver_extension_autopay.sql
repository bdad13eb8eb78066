-- Whether a driver's "I need more time" is paid at once by the booking's payment method (the
-- organisation's admins choose it): off, the organisation is asked, as before.
ALTER TABLE organizations ADD COLUMN pay_driver_extensions boolean NOT NULL DEFAULT false;
