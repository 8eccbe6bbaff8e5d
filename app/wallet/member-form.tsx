import { TextInput } from "~/ui/field";
import { DeleteButton, RowForm } from "./wallet-form-parts";
import { walletIntents, type WalletMember } from "./wallet-edit";
import { maxMemberNameLength } from "./wallet-rows";

/** Adds a household member, or renames `member` (with the button that removes them and their rows). */
export function MemberForm({
  member,
  posted,
  errors = {},
  cancelHref,
}: {
  member?: WalletMember;
  posted?: Record<string, string>;
  errors?: Partial<Record<string, string>>;
  cancelHref?: string;
}) {
  return (
    <>
      <RowForm
        noun="member"
        rowId={member?.id}
        title={member ? `Rename ${member.name}` : "Add a household member"}
        submitLabel={member ? "Save name" : "Add member"}
        cancelHref={cancelHref}
      >
        <TextInput
          label="Name"
          name="name"
          defaultValue={posted?.name ?? member?.name ?? ""}
          error={errors.name}
          maxLength={maxMemberNameLength}
          hint="A first name or a nickname: it is how the wallet and its file name this person."
        />
      </RowForm>
      {member ? (
        <div className="mt-4 rounded-md border border-red-200 p-4">
          <p className="text-sm text-slate-700">{`Removing ${member.name} deletes their cards and balances too.`}</p>
          <div className="mt-3">
            <DeleteButton
              intent={walletIntents.removeMember}
              rowId={member.id}
              label={`Remove ${member.name} and their cards and balances`}
              text={`Remove ${member.name}`}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
