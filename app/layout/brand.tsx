import { Link } from "react-router";
import { site } from "~/config/site";

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 text-xl font-bold ${inverted ? "text-white" : "text-brand-800"}`}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{site.name}</span>
    </Link>
  );
}
