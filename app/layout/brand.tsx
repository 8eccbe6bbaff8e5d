import { site } from "~/config/site";
import { SiteLink } from "~/ui/site-link";

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <SiteLink to="/" className={`flex items-center gap-2 text-xl font-bold ${inverted ? "text-white" : "text-brand-800"}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{site.name}</span>
    </SiteLink>
  );
}
