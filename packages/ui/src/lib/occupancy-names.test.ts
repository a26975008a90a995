import { describe, expect, it } from 'vitest';
import { personNameForms } from './occupancy-names';

describe('personNameForms: the names the desk board may show for a holder', () => {
  it('gives the whole name, then first name and the initial of the last word', () => {
    expect(personNameForms('Marianne Fitzgerald-Okonkwo')).toEqual(['Marianne Fitzgerald-Okonkwo', 'Marianne F.']);
    expect(personNameForms('Anna de la cruz')).toEqual(['Anna de la cruz', 'Anna C.']);
  });

  it('has no shorter form for a one-word name', () => {
    expect(personNameForms('Cher')).toEqual(['Cher']);
  });
});
