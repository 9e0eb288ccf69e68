/**
 * A home as the console's pickers name it: street with floor and door, the group where the picker
 * mixes groups, and the landlord's own reference. The houses of a group share one street number and
 * have no floor, and floor and door are free text, so without the reference two homes can read alike.
 */
import { streetLine } from './address';

export function homeChoiceLabel(home: { street: string; floorDoor: string | null; externalId: string | null }, group?: string): string {
  return [streetLine(home.street, home.floorDoor), group, home.externalId].filter(Boolean).join(' · ');
}
