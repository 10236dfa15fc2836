import { sql, type Kysely } from "kysely";

// Issue 28, item 1 (decision 0028): companies stored before the directory's filters (migration
// 0017) have no specialty, so no specialty filter finds them, though their free-text industry
// says what they do ("IT Staffing", "Healthcare Staffing"). Each company without any specialty
// gets the specialties whose words its industry holds, word for word (lower case, split at
// anything not a letter or digit): "IT Staffing" is IT, "Finance & Accounting" is finance and
// accounting, "Logistics & Supply Chain" is logistics. An industry with none of these words
// ("Government Contracting", "RPO") gets none: the moderators' workspace lists the listed
// companies still without a specialty. A company that has one keeps its own, untouched.
//
// company_specialties_from_industry records each row this migration added. It follows its
// row: a moderator's edit of the company's choices deletes the rows it replaces (and so, by the
// foreign key, their records), so the down step removes exactly the rows that are still the
// ones the up step added, and never a choice someone made since.

type Db = Kysely<unknown>;

/**
 * The industry words that name each specialty (the values of specialtyChoices in
 * app/features/companies/directory.ts, copied: a migration keeps what it did when the lists
 * change). Only words that name the field itself; "data" or "creative" could be several.
 */
export const specialtyWords: Record<string, readonly string[]> = {
  it: ["it", "tech", "technology", "software", "cloud", "cybersecurity"],
  healthcare: ["healthcare", "health", "medical", "nursing", "nurse", "nurses", "hospital"],
  "light-industrial": ["industrial", "manufacturing", "production"],
  "finance-accounting": ["finance", "financial", "accounting", "banking", "bookkeeping"],
  engineering: ["engineering", "engineers"],
  legal: ["legal", "law", "paralegal", "attorneys"],
  "executive-search": ["executive", "retained"],
  administrative: ["administrative", "clerical", "office"],
  "sales-marketing": ["sales", "marketing", "advertising"],
  "scientific-clinical": [
    "scientific",
    "science",
    "sciences",
    "clinical",
    "laboratory",
    "pharmaceutical",
    "biotech",
  ],
  education: ["education", "teachers", "teacher", "teaching", "schools"],
  "skilled-trades": ["trades", "construction", "welding", "electrical"],
  logistics: ["logistics", "warehouse", "warehousing", "supply", "distribution", "freight"],
  hospitality: ["hospitality", "hotel", "hotels", "restaurant", "restaurants", "culinary"],
};

/** The specialties whose words `industry` holds, in the list's order. */
export function specialtiesOfIndustry(industry: string): string[] {
  const words = new Set(industry.toLowerCase().split(/[^a-z0-9]+/));
  return Object.entries(specialtyWords)
    .filter(([, names]) => names.some((name) => words.has(name)))
    .map(([value]) => value);
}

export async function up(db: Db): Promise<void> {
  // SQLite runs migrations outside a transaction: this one stands or falls as a whole.
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}

async function apply(db: Db): Promise<void> {
  await db.schema
    .createTable("company_specialties_from_industry")
    .addColumn("company_id", "integer", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("company_specialties_from_industry_pkey", ["company_id", "value"])
    .addForeignKeyConstraint(
      "company_specialties_from_industry_row",
      ["company_id", "value"],
      "company_specialties",
      ["company_id", "value"],
      (c) => c.onDelete("cascade"),
    )
    .execute();
  const { rows } = await sql<{ id: number; industry: string }>`select id, industry from companies
    where industry is not null
      and not exists (select 1 from company_specialties where company_id = companies.id)
    order by id`.execute(db);
  for (const { id, industry } of rows) {
    for (const value of specialtiesOfIndustry(industry)) {
      await sql`insert into company_specialties (company_id, value) values (${id}, ${value})`.execute(
        db,
      );
      await sql`insert into company_specialties_from_industry (company_id, value)
        values (${id}, ${value})`.execute(db);
    }
  }
}

/** The specialties this migration added and nobody has replaced since go, then its record. */
export async function down(db: Db): Promise<void> {
  await sql`delete from company_specialties where exists (
    select 1 from company_specialties_from_industry as added
    where added.company_id = company_specialties.company_id
      and added.value = company_specialties.value)`.execute(db);
  await db.schema.dropTable("company_specialties_from_industry").ifExists().execute();
}
