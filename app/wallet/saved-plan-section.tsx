import { Form } from "react-router";
import type { SavedPlan } from "~/lib/saved-plan";
import { buttonClass } from "~/ui/button";
import { SavedPlanTable } from "~/ui/saved-plan-table";
import { SiteLink } from "~/ui/site-link";

/**
 * The wallet page's application plan: the one saved from the planner, with a way to make a new
 * one and to delete it (posted to the planner, which owns plans), or a pointer to the planner.
 */
export function SavedPlanSection({ plan, planPath }: { plan: SavedPlan | null; planPath: string }) {
  return (
    <section id="plan" aria-labelledby="plan-heading" className="mt-12">
      <h2 id="plan-heading" className="text-2xl font-bold text-brand-900">
        Your application plan
      </h2>
      {plan ? (
        <>
          <SavedPlanTable plan={plan} />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SiteLink to={planPath} className="font-semibold text-brand-700 underline">
              Plan again
            </SiteLink>
            <Form method="post" action={planPath}>
              <button type="submit" name="intent" value="delete-saved" className={buttonClass("secondary", "px-3 py-1")}>
                Delete this plan
              </button>
            </Form>
          </div>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          No plan saved. The <SiteLink to={planPath}>application planner</SiteLink> orders the cards you want so no issuer rule stands in
          the way, and can save its plan here.
        </p>
      )}
    </section>
  );
}
