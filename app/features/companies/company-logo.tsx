import { useEffect, useRef, useState } from "react";

/** The logo, or the first letter of the name when there is none or it fails to load. */
export function CompanyLogo({
  name,
  logoUrl,
  size = "md",
}: {
  name: string;
  logoUrl: string | null;
  size?: "md" | "lg";
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires onError for React: check on mount.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const box = size === "lg" ? "size-20 text-3xl" : "size-12 text-xl";
  if (logoUrl && !failed) {
    return (
      <img
        ref={image}
        src={logoUrl}
        alt={`${name} logo`}
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-xl border border-slate-200 bg-white object-contain`}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} logo-initial`}>
      {[...name.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
