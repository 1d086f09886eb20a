import type { Actor } from '@starlane/contract';

/** "First Last" (the form /actor/{actorName} and getactorbyname use). */
export function actorName(actor: Pick<Actor, 'firstName' | 'lastName'>): string {
  return `${actor.firstName} ${actor.lastName}`.trim();
}

export function actorInitials(actor: Pick<Actor, 'firstName' | 'lastName'>): string {
  return `${actor.firstName.charAt(0)}${actor.lastName.charAt(0)}`.toUpperCase();
}
