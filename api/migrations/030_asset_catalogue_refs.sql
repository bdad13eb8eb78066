-- Assets name their type and equipment from the platform catalogues, and carry the
-- licence's state or province. Existing rows stay valid: the new columns are nullable and the
-- type id is filled from the type name where the catalogue has it.
ALTER TABLE assets
  ADD COLUMN license_state varchar(32),
  ADD COLUMN asset_type_id integer REFERENCES asset_types (id),
  ADD COLUMN equipment_type_id integer REFERENCES equipment_types (id);

UPDATE assets a SET asset_type_id = t.id FROM asset_types t WHERE lower(t.name) = lower(a.asset_type);

CREATE INDEX drivers_org_idx ON drivers (org_id, status);
CREATE INDEX assets_org_idx ON assets (org_id, status);

-- A deleted asset keeps its row (reservations refer to it); its VIN may be registered again.
ALTER TABLE assets DROP CONSTRAINT assets_org_id_vin_key;
CREATE UNIQUE INDEX assets_org_vin_live_idx ON assets (org_id, vin) WHERE status <> 'Deleted';
