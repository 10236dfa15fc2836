import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_assessment";
import * as m0003 from "./migrations/0003_moderation";
import * as m0004 from "./migrations/0004_reviews";
import * as m0005 from "./migrations/0005_company_search";
import * as m0006 from "./migrations/0006_drop_companies_status_name";
import * as m0007 from "./migrations/0007_one_of_each";
import * as m0008 from "./migrations/0008_health_probe";
import * as m0009 from "./migrations/0009_mail_outbox";
import * as m0010 from "./migrations/0010_moderator_queue_mail";
import * as m0011 from "./migrations/0011_review_confirmation";
import * as m0012 from "./migrations/0012_assessment_email_code";
import * as m0013 from "./migrations/0013_option_orders";
import * as m0014 from "./migrations/0014_attempt_address";
import * as m0015 from "./migrations/0015_certificate_revocation";
import * as m0016 from "./migrations/0016_outbox_forget_codes";
import * as m0017 from "./migrations/0017_directory_filters";
import * as m0018 from "./migrations/0018_review_relationships";
import * as m0019 from "./migrations/0019_directory_facets";
import * as m0020 from "./migrations/0020_directory_size";
import * as m0021 from "./migrations/0021_search_with_facets";
import * as m0022 from "./migrations/0022_mail_budget";
import * as m0023 from "./migrations/0023_question_exposure";
import * as m0024 from "./migrations/0024_site_counts";
import * as m0025 from "./migrations/0025_specialty_from_industry";
import * as m0026 from "./migrations/0026_certificate_term_and_retired_questions";
import * as m0027 from "./migrations/0027_featured_person";
import * as m0028 from "./migrations/0028_company_claims";
import * as m0029 from "./migrations/0029_representative_sign_in";
import * as m0030 from "./migrations/0030_company_answers";
import * as m0031 from "./migrations/0031_moderator_accounts";
import * as m0032 from "./migrations/0032_your_data";
import * as m0033 from "./migrations/0033_directory_order_version";
import * as m0034 from "./migrations/0034_company_name_by_id";

/** Migrations are imported, not read from disk, so they ship inside any bundle. Append only. */
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_assessment": m0002,
  "0003_moderation": m0003,
  "0004_reviews": m0004,
  "0005_company_search": m0005,
  "0006_drop_companies_status_name": m0006,
  "0007_one_of_each": m0007,
  "0008_health_probe": m0008,
  "0009_mail_outbox": m0009,
  "0010_moderator_queue_mail": m0010,
  "0011_review_confirmation": m0011,
  "0012_assessment_email_code": m0012,
  "0013_option_orders": m0013,
  "0014_attempt_address": m0014,
  "0015_certificate_revocation": m0015,
  "0016_outbox_forget_codes": m0016,
  "0017_directory_filters": m0017,
  "0018_review_relationships": m0018,
  "0019_directory_facets": m0019,
  "0020_directory_size": m0020,
  "0021_search_with_facets": m0021,
  "0022_mail_budget": m0022,
  "0023_question_exposure": m0023,
  "0024_site_counts": m0024,
  "0025_specialty_from_industry": m0025,
  "0026_certificate_term_and_retired_questions": m0026,
  "0027_featured_person": m0027,
  "0028_company_claims": m0028,
  "0029_representative_sign_in": m0029,
  "0030_company_answers": m0030,
  "0031_moderator_accounts": m0031,
  "0032_your_data": m0032,
  "0033_directory_order_version": m0033,
  "0034_company_name_by_id": m0034,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to date; throws if a migration fails. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
