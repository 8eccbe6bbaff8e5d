import { z } from "~/lib/zod";

export const issueSchema = z.object({
  subject: z.string().trim().min(1, "Please enter a subject.").max(200, "Keep the subject under 200 characters."),
  body: z.string().trim().min(1, "Please write the issue.").max(20_000, "Keep the issue under 20,000 characters."),
});

export type IssueInput = z.infer<typeof issueSchema>;
