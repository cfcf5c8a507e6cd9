/**
 * The one name a person is shown by to others (owners, other finders, the recovery dialog, messages,
 * the admin area), issue #27: their public Hunter name when they chose one, else — a finder who is
 * not a Hunter, or a Hunter who never chose a name — first name and the surname's initial
 * ("Marco F."). Never the e-mail, never the whole surname.
 */
export function publicName(user: { nome: string; cognome: string; hunter_name: string | null }): string {
  if (user.hunter_name) return user.hunter_name;
  const initial = user.cognome.trim().charAt(0);
  return initial ? `${user.nome} ${initial.toUpperCase()}.` : user.nome;
}
