-- Custom SQL migration (drizzle-kit generate --custom): drizzle-kit cannot name a primary key it
-- drops (see 0007). Issue #21: scan ids are keyed by officer, so scan_id alone is no longer the
-- key; 0007 adds the serial id key and the unique (officer_id, scan_id).
ALTER TABLE "check_in_scans" DROP CONSTRAINT IF EXISTS "check_in_scans_pkey";
