import { SpinWheel } from "./spin-wheel";

/** The home page's 'Spin the Wheel' panel. */
export function WheelSection() {
  return (
    <section aria-labelledby="wheel-heading" className="page-section py-12">
      <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-8 shadow-sm sm:p-12">
        <h2 id="wheel-heading" className="section-title">
          Spin the Wheel
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Need a lift between calls? Spin for a resume tip, an interview tip, a LinkedIn hack, a
          recruiter joke and more.
        </p>
        <div className="mt-8">
          <SpinWheel />
        </div>
      </div>
    </section>
  );
}
