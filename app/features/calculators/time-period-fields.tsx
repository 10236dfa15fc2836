import { useState } from "react";
import { NumberField, SelectField } from "~/components/tools/number-field";
import { parseUnit, timeUnits } from "~/lib/numbers";
import { timeRanges } from "./queries";

/**
 * A period and its unit (years, months or days), as simple and compound interest ask for it.
 * The period's slider takes the range of the unit chosen, before the first calculation too.
 */
export function TimePeriodFields({
  time,
  unit,
  error,
}: {
  time: string;
  unit: string;
  /** Why the period is refused. */
  error: string | undefined;
}) {
  const [chosen, setChosen] = useState(unit);
  return (
    <div
      className="grid grid-cols-2 gap-4"
      onChange={(event) => {
        const { target } = event;
        if (target instanceof HTMLSelectElement && target.name === "unit") setChosen(target.value);
      }}
    >
      <NumberField
        label="Time Period"
        name="time"
        defaultValue={time}
        range={timeRanges[parseUnit(chosen)]}
        error={error}
      />
      <SelectField label="Time Unit" name="unit" defaultValue={unit} options={timeUnits} />
    </div>
  );
}
