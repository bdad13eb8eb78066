-- The company record an organisation edits (SPEC §5 field rules; DESIGN §7 field names),
-- its documents (insurance, agreement) and its bank details, shown masked once saved.
ALTER TABLE organizations ADD COLUMN tax_id varchar(9) CHECK (tax_id ~ '^[0-9]{9}$');
ALTER TABLE organizations ADD COLUMN phone varchar(10) CHECK (phone ~ '^[0-9]{9,10}$');
ALTER TABLE organizations ADD COLUMN address varchar(255);
ALTER TABLE organizations ADD COLUMN city varchar(64);
ALTER TABLE organizations ADD COLUMN region varchar(64);
ALTER TABLE organizations ADD COLUMN postal_code varchar(16);
ALTER TABLE organizations ADD COLUMN country char(2) CHECK (country IN ('US', 'CA'));

CREATE TABLE organization_documents (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('insurance', 'agreement')),
  -- An upload of the organisation's own (POST /api/files?purpose=document).
  file_path varchar(255) NOT NULL,
  file_name varchar(255) NOT NULL,
  signed_date date NOT NULL,
  expiry_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The expiry date is not before the signed date.
  CHECK (expiry_date >= signed_date)
);
CREATE INDEX organization_documents_org_idx ON organization_documents (org_id);

-- One set of payout bank details per organisation: ABA routing (US) or transit + institution (Canada).
CREATE TABLE organization_bank_details (
  org_id integer PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  account_holder_name varchar(64) NOT NULL CHECK (char_length(btrim(account_holder_name)) > 0),
  account_number varchar(17) NOT NULL CHECK (account_number ~ '^[0-9]{4,17}$'),
  country char(2) NOT NULL CHECK (country IN ('US', 'CA')),
  aba_routing_number char(9) CHECK (aba_routing_number ~ '^[0-9]{9}$'),
  transit_number char(5) CHECK (transit_number ~ '^[0-9]{5}$'),
  institution_number char(3) CHECK (institution_number ~ '^[0-9]{3}$'),
  swift_code varchar(11) CHECK (swift_code ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((country = 'US' AND aba_routing_number IS NOT NULL AND transit_number IS NULL AND institution_number IS NULL)
      OR (country = 'CA' AND transit_number IS NOT NULL AND institution_number IS NOT NULL AND aba_routing_number IS NULL))
);
