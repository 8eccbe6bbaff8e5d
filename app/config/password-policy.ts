/** The shortest admin password accepted anywhere (bootstrap env, CLI, account creation). */
export const minimumPasswordLength = 12;
