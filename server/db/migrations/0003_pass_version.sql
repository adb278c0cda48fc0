-- Boarding passes (issue #10): a paid ticket that is cancelled (or refunded) gets a new pass version, so a
-- QR printed before stops matching the manifest, whatever code path changed the status.
CREATE OR REPLACE FUNCTION seberang_bump_pass_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND OLD.status = 'PAID' THEN
    NEW.pass_version := OLD.pass_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_pass_version BEFORE UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION seberang_bump_pass_version();
