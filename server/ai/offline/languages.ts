import { mapOf } from './cursor';
import { tokenize } from './tokenizer';
import { verbGroup } from './vocabulary';

/**
 * Commands said in French, Spanish, German, Italian, Portuguese or Dutch, read by the English
 * grammar: a language is known by its verbs and nouns in the message, and then its words for the
 * command's structure (verbs, slide and bullet nouns, articles, prepositions, ordinals, months) are
 * read as English ones. Everything else (a title, a bullet's words) stays as typed. A language is
 * its table; a word that means nothing to a command ("bitte") reads as nothing ("-").
 */
interface Language {
  /** Words that say the message is in this language: verbs and nouns of commands. */
  marks: ReadonlyMap<string, string>;
  /** Words read so only in a message of this language ("la", "de", "en" are words in English too). */
  words: ReadonlyMap<string, string>;
  /** A verb said last ("im Diagramm Juni auf 525 ändern") is read first. */
  verbLast?: true;
  /** A verb's particle said last ("benenne Folie 3 in X um", "voeg … toe") is read as nothing. */
  particles?: ReadonlySet<string>;
}

const MONTHS_EN =
  'january february march april may june july august september october november december'.split(' ');
/** A language's twelve months, read as the English ones. */
const months = (names: string) =>
  names
    .split(' ')
    .map((m, i) => `${m} ${MONTHS_EN[i]}`)
    .join('|');

export const LANGUAGES: Record<string, Language> = {
  fr: {
    marks:
      mapOf(`rédige draft|rédiger draft|crée create|créer create|présentation presentation|renomme rename|renommer rename|renommez rename|supprime delete|supprimer delete|
      supprimez delete|efface delete|enlève remove|enlever remove|retire remove|ajoute add|ajouter add|
      ajoutez add|changer change|changez change|modifie change|modifier change|
      déplace move|déplacer move|duplique duplicate|dupliquer duplicate|remplace replace|remplacer replace|diapo slide|diapos slides|
      diapositive slide|diapositives slides|puce bullet|puces bullets|graphique chart|titre title|
      sous-titre subtitle`),
    words:
      mapOf(`pour for|la the|le the|les the|l' the|de of|du of|des of|d' of|en to|à to|au to the|aux to the|début start|fin end|sur on|dans in|
      et and|avec with|un a|une a|première first|premier first|deuxième second|seconde second|
      troisième third|quatrième fourth|dernière last|dernier last|par by|mois months|
      ${months('janvier février mars avril mai juin juillet août septembre octobre novembre décembre')}`),
  },
  es: {
    marks:
      mapOf(`redacta draft|crea create|presentación presentation|renombra rename|renombrar rename|elimina delete|eliminar delete|borra delete|
      borrar delete|quita remove|quitar remove|añade add|añadir add|agrega add|agregar add|
      cambia change|cambiar change|mueve move|mover move|duplica duplicate|duplicar duplicate|reemplaza replace|diapositiva slide|
      diapositivas slides|diapo slide|viñeta bullet|viñetas bullets|gráfico chart|título title|
      subtítulo subtitle`),
    words:
      mapOf(`para for|la the|el the|los the|las the|de of|del of|a to|al to the|final end|principio start|inicio start|en in|como to|por to|y and|
      con with|un a|una a|primera first|primer first|primero first|segunda second|segundo second|
      tercera third|tercer third|última last|último last|punto bullet|puntos bullets|meses months|
      ${months('enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre')}`),
  },
  de: {
    marks:
      mapOf(`erstelle create|entwirf draft|präsentation presentation|umbenennen rename|benenne rename|lösche delete|löschen delete|entferne remove|
      entfernen remove|hinzufügen add|füge add|ändern change|ändere change|dupliziere duplicate|duplizieren duplicate|verschiebe move|
      verschieben move|ersetze replace|ersetzen replace|folie slide|folien slides|
      aufzählungspunkt bullet|aufzählungspunkte bullets|diagramm chart|grafik chart|titel title|
      untertitel subtitle`),
    words:
      mapOf(`für for|die the|der the|das the|den the|dem the|des of|im in the|in into|auf to|zu to|an to|zum to the|zur to the|ans to the|ende end|anfang start|sie -|von of|
      und and|mit with|um by|ein a|eine a|einen a|erste first|ersten first|erster first|zweite second|
      zweiten second|dritte third|letzte last|letzten last|letzter last|punkt bullet|bitte -|bewertung rating|
      monate months|${months('januar februar märz april mai juni juli august september oktober november dezember')}`),
    verbLast: true,
    particles: new Set(['um', 'hinzu', 'ab', 'weg', 'zu']),
  },
  it: {
    marks:
      mapOf(`scrivi write|presentazione presentation|rinomina rename|rinominare rename|cancella delete|cancellare delete|rimuovi remove|
      rimuovere remove|duplica duplicate|aggiungi add|aggiungere add|modifica change|modificare change|sposta move|
      spostare move|sostituisci replace|diapositiva slide|diapositive slides|grafico chart|
      titolo title|sottotitolo subtitle|elenco -`),
    words: mapOf(`per for|il the|lo the|la the|i the|gli the|le the|l' the|di of|del of|della of|dello of|
      dei of|a to|al to the|alla to the|allo to the|fine end|inizio start|in in|come to|e and|con with|un a|una a|prima first|primo first|
      seconda second|secondo second|terza third|terzo third|ultima last|ultimo last|punto bullet|
      punti bullets|mesi months|cambia change|elimina delete|
      ${months('gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre')}`),
  },
  pt: {
    marks:
      mapOf(`cria create|redige draft|apresentação presentation|renomeia rename|renomear rename|renomeie rename|apaga delete|apagar delete|
      apague delete|exclui delete|excluir delete|remova remove|adiciona add|adicionar add|
      adicione add|duplique duplicate|duplicar duplicate|muda change|mudar change|altera change|alterar change|
      substitui replace|diapositivo slide|diapositivos slides|marcador bullet|marcadores bullets|
      gráfico chart|título title|subtítulo subtitle`),
    words:
      mapOf(`o the|a the|os the|as the|de of|do of|da of|dos of|das of|para to|ao to the|fim end|início start|em in|no in|na in|
      como to|e and|com with|um a|uma a|primeira first|primeiro first|segunda second|segundo second|
      última last|último last|meses months|slide slide|remove remove|elimina delete|
      ${months('janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro')}`),
  },
  nl: {
    marks:
      mapOf(`maak make|schrijf write|presentatie presentation|hernoem rename|hernoemen rename|verwijder delete|verwijderen delete|dupliceer duplicate|dupliceren duplicate|toevoegen add|
      voeg add|wijzig change|wijzigen change|verander change|veranderen change|verplaats move|
      verplaatsen move|vervang replace|opsommingsteken bullet|opsommingstekens bullets|
      grafiek chart|ondertitel subtitle`),
    words:
      mapOf(`voor for|de the|het the|een a|van of|naar to|aan to|einde end|begin start|in in|op on|tot to|en and|met with|dia slide|
      dia's slides|eerste first|tweede second|derde third|laatste last|toe -|titel title|maanden months|
      ${months('januari februari maart april mei juni juli augustus september oktober november december')}`),
    verbLast: true,
    particles: new Set(['toe', 'om', 'weg']),
  },
};

/** Elided articles ("l'agenda", "d'équipe"): the article read apart from its word. */
const ELIDED = /^([ld])['’](.+)$/;

/**
 * Which language the message is in: the one with most words of its own. In a tie the first of the
 * table: languages that share words ("duplica la diapositiva" is Spanish and Italian) read them alike.
 */
function languageOf(words: string[]): Language | undefined {
  let best: Language | undefined;
  let most = 0;
  for (const lang of Object.values(LANGUAGES)) {
    const n = words.filter((w) => lang.marks.has(w)).length;
    if (n > most) [best, most] = [lang, n];
  }
  return best;
}

/**
 * The message with a language's command words read as English ("renomme la diapo 9 en « X »" →
 * "rename the slide 9 to « X »"), or as it came when it is not in one of these languages.
 */
export function readAsEnglish(message: string): string {
  const all = tokenize(message);
  const tokens = all.filter((t) => t.kind === 'word');
  const lang = languageOf(tokens.map((t) => t.w));
  if (!lang) return message;
  const english = (w: string): string | undefined => {
    const read = lang.marks.get(w) ?? lang.words.get(w);
    if (read !== undefined) return read === '-' ? '' : read;
    const [, article, word] = ELIDED.exec(w) ?? [];
    return article && word ? `${english(`${article}'`) ?? ''} ${english(word) ?? word}`.trim() : undefined;
  };
  const parts: string[] = [];
  let at = 0;
  const particle = lang.particles?.has(tokens.at(-1)?.w ?? '') ? tokens.at(-1) : undefined;
  const lastVerb = lang.verbLast ? tokens.at(-1) : undefined;
  // After "to" comes a new value in the user's words ("renomme la diapo 2 en Plan de match"):
  // from a word that is none of the language's, nothing but a verb or particle said last is read.
  let value = false;
  for (const [k, t] of all.entries()) {
    if (t.kind !== 'word') continue;
    if (value && t !== particle && t !== lastVerb) continue;
    const read = t === particle ? '' : english(t.w);
    const next = all[k + 1];
    if ((read === 'to' || read === 'into') && next?.kind === 'word' && english(next.w) === undefined)
      value = true;
    if (read === undefined) continue;
    parts.push(message.slice(at, t.start), read);
    at = t.end;
  }
  parts.push(message.slice(at));
  let out = parts.join('').replace(/ {2,}/g, ' ').trim();
  // "… auf 525 ändern": the verb said last is read first.
  const last = tokens.at(-1);
  const verb = last && lang.verbLast ? lang.marks.get(last.w) : undefined;
  if (verb && verbGroup(verb) && !verbGroup(lang.marks.get(tokens[0]!.w) ?? '')) {
    const cut = out.toLowerCase().lastIndexOf(verb);
    out = `${verb} ${out.slice(0, cut).trim()}${out.slice(cut + verb.length)}`.trim();
  }
  return out;
}
