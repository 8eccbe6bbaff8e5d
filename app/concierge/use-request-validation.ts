import { useState, type FocusEvent, type FormEvent } from "react";
import { requestFieldId } from "./request-fields";
import { readRequestValues, requestFields, validateRequest, type RequestErrors, type RequestField } from "./request-schema";

const isRequestField = (name: string): name is RequestField => (requestFields as readonly string[]).includes(name);

/**
 * The browser half of the form's validation: the server's schema runs on blur (once a field has
 * something in it or already shows a message) and on submit, which it stops while anything is wrong.
 * The server's own messages replace these whenever it answers.
 */
export function useRequestValidation(serverErrors: RequestErrors) {
  const [errors, setErrors] = useState(serverErrors);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors);
  }

  const validate = (form: HTMLFormElement) => validateRequest(readRequestValues(new FormData(form)));

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target;
    const isControl = target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
    if (!isControl || !isRequestField(target.name) || (target.value === "" && !errors[target.name])) return;
    const result = validate(event.currentTarget);
    const message = result.ok ? undefined : result.errors[target.name];
    setErrors((current) => ({ ...current, [target.name]: message }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validate(event.currentTarget);
    if (result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    const first = requestFields.find((field) => result.errors[field]);
    if (first) document.getElementById(requestFieldId(first))?.focus();
  };

  return { errors, onBlur, onSubmit };
}
