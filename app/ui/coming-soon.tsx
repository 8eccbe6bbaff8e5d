import { ButtonLink } from "./button";
import { PageHeader } from "./page-header";

/** An honest stand-in for a screen that is not built yet. */
export function ComingSoon({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageHeader title={title}>{children}</PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <p className="text-slate-700">This page is being prepared and will be available soon.</p>
        <ButtonLink to="/" variant="secondary" className="mt-6">
          Return to Home
        </ButtonLink>
      </div>
    </>
  );
}
