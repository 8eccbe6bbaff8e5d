import type { LinkProps } from "react-router";
import { SiteLink } from "./site-link";

const base = "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  /** For what cannot be undone (erasing, deleting). */
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function ButtonLink({ variant = "primary", className = "", ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <SiteLink className={buttonClass(variant, className)} {...props} />;
}
