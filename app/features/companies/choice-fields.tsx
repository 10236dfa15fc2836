import { useId } from "react";
import { facets, nationwide, stateChoices, type Choice } from "./directory";

type ChoiceField = (typeof facets)[keyof typeof facets]["field"];

interface ChoiceFieldsProps {
  /** The ticked values of each list (a refused form's, or the stored ones). */
  values: Partial<Record<ChoiceField, string[]>>;
  errors?: Partial<Record<ChoiceField, string>>;
}

const box = "size-4 rounded border-slate-400 accent-brand-700";

function Boxes({
  name,
  list,
  ticked,
}: {
  name: string;
  list: readonly Choice[];
  ticked: string[];
}) {
  return (
    <div className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            defaultChecked={ticked.includes(choice.value)}
            className={box}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/**
 * A company's specialties, services and states served, as groups of checkboxes (each in a
 * fieldset with its legend): plain form fields, so they work with the keyboard and without
 * JavaScript. The 51 states fold away behind a disclosure, open when some are ticked.
 */
export function ChoiceFields({ values, errors = {} }: ChoiceFieldsProps) {
  const id = useId();
  const states = values.states ?? [];
  const group = (field: ChoiceField, legend: string, body: React.ReactNode) => {
    const error = errors[field];
    return (
      <fieldset aria-describedby={error ? `${id}-${field}` : undefined}>
        <legend className="field-label">{legend}</legend>
        {body}
        {error ? (
          <p id={`${id}-${field}`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };
  return (
    <div className="space-y-5">
      {group(
        "specialties",
        "Specialties",
        <Boxes
          name="specialties"
          list={facets.specialty.choices}
          ticked={values.specialties ?? []}
        />,
      )}
      {group(
        "services",
        "Services",
        <Boxes name="services" list={facets.service.choices} ticked={values.services ?? []} />,
      )}
      {group(
        "states",
        "States served",
        <>
          <Boxes name="states" list={[nationwide]} ticked={states} />
          <details open={states.some((state) => state !== nationwide.value)} className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              Or choose states
            </summary>
            <Boxes name="states" list={stateChoices} ticked={states} />
          </details>
        </>,
      )}
    </div>
  );
}
