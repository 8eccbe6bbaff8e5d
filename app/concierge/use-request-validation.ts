import { useState, type FocusEvent, type FormEvent } from "react";
import type { parseRequest } from "./request-schema";
import { requestFields, type RequestErrors, type RequestField } from "./request-values";

export const requestFieldId = (field: RequestField) => `request-${field}`;

const isRequestField = (name: string): name is RequestField => (requestFields as readonly string[]).includes(name);

type ParseRequest = typeof parseRequest;
let parseLoaded: ParseRequest | undefined;
let parseLoading: Promise<ParseRequest> | undefined;

/**
 * The schema (and Zod with it) is fetched when the visitor first focuses the form, not with the
 * page: most visitors only read it (decision 039).
 */
function loadParse(): Promise<ParseRequest> {
  parseLoading ??= import("./request-schema").then(({ parseRequest }) => (parseLoaded = parseRequest));
  return parseLoading;
}

/**
 * The browser half of the form's validation: the server's schema runs on blur (once a field has
 * something in it or already shows a message) and on submit, which it stops while anything is
 * wrong. A submit before the schema has arrived posts as it would without JavaScript. The
 * server's own messages replace these whenever it answers.
 */
export function useRequestValidation(serverErrors: RequestErrors) {
  const [errors, setErrors] = useState(serverErrors);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors);
  }

  const onBlur = async (event: FocusEvent<HTMLFormElement>) => {
    const { target, currentTarget: form } = event;
    const isControl = target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
    if (!isControl || !isRequestField(target.name) || (target.value === "" && !errors[target.name])) return;
    const result = (await loadParse())(new FormData(form));
    const message = result.ok ? undefined : result.errors[target.name];
    setErrors((current) => ({ ...current, [target.name]: message }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = parseLoaded?.(new FormData(event.currentTarget));
    if (!result || result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    const first = requestFields.find((field) => result.errors[field]);
    if (first) document.getElementById(requestFieldId(first))?.focus();
  };

  return { errors, loadValidation: loadParse, onBlur, onSubmit };
}
