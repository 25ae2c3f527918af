'use server';

import { submitTeamForm } from '@/lib/team/submitForm';

// Owners' forms; each checked as `submitTeamForm` says, and by the access layer for the role.

export async function inviteMember(form: FormData): Promise<void> {
  await submitTeamForm('members/invite', form);
}

export async function changeRole(form: FormData): Promise<void> {
  await submitTeamForm('members/role', form);
}

export async function removeMember(form: FormData): Promise<void> {
  await submitTeamForm('members/remove', form);
}

export async function revokeInvitation(form: FormData): Promise<void> {
  await submitTeamForm('invitations/revoke', form);
}
