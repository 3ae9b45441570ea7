// The shim's shared context and its words (web/shim.js): French and English; {name} in a text is
// replaced by the value given. A module of later/ adds its own words to STRINGS when it loads
// (later/builder.js: the Embed dialog's; later/files.js: the Open dialog's), out of a first
// visit's weight.
export const params = new URLSearchParams(location.search);
export const embedded = params.get('embed') === '1';
export const MAX_RECORD_BYTES = 1 << 20;  // 1 MiB: far above any real game, below a hostile file
export const MAX_LINK_CHARS = 65536;
// window.marbles once ready, and the page's language ('en' or 'fr').
export const ctx = { M: null, lang: 'en' };

export const STRINGS = {
  en: {
    close: 'Close',
    cancel: 'Cancel',
    closeNotice: 'Close this message',
    fileType: 'Game record',
    saved: 'Game saved as {name}.',
    downloaded: 'Game saved: {name} (in your downloads).',
    saveFailed: 'The game could not be saved: {error}.',
    openEmpty: 'Paste a record first, or choose a file.',
    openError: 'This game cannot be opened: {error}. The game on screen is unchanged.',
    openFileError: '“{name}” cannot be opened: {error}. The game on screen is unchanged.',
    fileTooBig: 'the file is too large to be a game record ({size} KB, at most {max} KB)',
    fileUnreadable: 'the file could not be read',
    opened: 'Game opened: {game}.',
    dropHint: 'Drop the record file to open the game',
    copyManual: 'The browser did not let the page copy: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
    linkBad: 'This link does not hold a game that can be opened: {error}.',
    linkFresh: 'A new game of {game} is open instead.',
    linkData: 'the data after “#” is damaged (cut short or changed?)',
    linkNewer: 'it was made by a newer version of this site (“{key}”)',
    linkTooLong: 'it is too long ({size} characters)',
    linkNoCompression: 'this browser cannot read compressed links; open it in a recent Firefox, Chrome, Edge or Safari',
    continueFailed: 'The kept game could not be restored: {error}.',
    gamesTitle: 'Your games',
    gamesHide: 'Hide this list',
    gamesContinue: 'Continue',
    gamesReview: 'Review',
    gamesDelete: 'Delete',
    gamesDeleteAsk: 'Delete this game for good?',
    gamesKeep: 'Keep',
    gamesFinished: 'Finished games ({n})',
    gamesOverCap: 'You have {n} unfinished games; the page suggests keeping {cap}.',
    gamesDeleteOldest: 'Delete the {k} oldest',
    finishedAfter: 'finished after {moves}',
    oppTwo: 'two players',
    oppDistance: 'with a friend, by link',
    oppPeople: '{n} players',
    oppComputer: 'against the computer ({level})',
    oppSeats: '{n} players, {k} of them the computer ({level})',
    level_beginner: 'beginner',
    level_intermediate: 'intermediate',
    level_strong: 'strong',
    level_random: 'random',
    keptFull: 'This browser has no room left to keep games for this page: the game on screen is no longer kept. Save it to a file to keep it.',
    keptDenied: 'This browser does not let the page keep games (a private window, or blocked storage): save the game to a file to keep it.',
    keptForked: 'This game was also continued in another tab: the moves made here are kept as a separate game.',
    keptUnreadable: 'This kept game cannot be read (it is damaged) and was skipped.',
    saveToFile: 'Save to a file',
    moves1: '1 move',
    movesN: '{n} moves',
    settingsUnavailable: 'Settings are not available yet.',
    paramError: 'Parameter “{name}”: {error}.',
    paramValues: '“{value}” is not one of {values}',
    paramMove: 'move {i} “{move}”: {error}',
    paramPly: '“{value}” is not a move number from 0 to {max}',
    paramAiLevel: 'unknown computer level “{level}” (known: {levels})',
    paramOrigin: '“{value}” is not an origin like https://example.org',
    paramUnknownGame: 'unknown game “{value}” (known: {known})',
    imageAlt: 'The board of a game of {game}',
    moveListLabel: 'Moves of the game',
    moveInputLabel: 'Type a move',
    focusBoard: '{name} board: arrows move over the cells, Enter or Space plays, Tab goes on.',
    role_button: 'button',
    role_tab: 'tab',
    role_radio: 'choice',
    role_menuitem: 'menu item',
    moveInputHelp: 'In the notation of the move list (for example C3, D2-D1, xB4), then Enter. Press / on the board to come here.',
    moveRefused: '“{move}” cannot be played: {error}.',
    gameShown: '{game}, after {n} moves.',
    backTo: 'Back to move {n}.',
    commentSaid: 'Comment: {text}',
    secondsRange: '{value} is not a number of seconds from {min} to {max}',
    replayOnly: 'it works with mode=replay only',
  },
  fr: {
    close: 'Fermer',
    cancel: 'Annuler',
    closeNotice: 'Fermer ce message',
    fileType: 'Partie enregistrée',
    saved: 'Partie enregistrée sous {name}.',
    downloaded: 'Partie enregistrée : {name} (dans vos téléchargements).',
    saveFailed: 'La partie n’a pas pu être enregistrée : {error}.',
    openEmpty: 'Collez d’abord une partie, ou choisissez un fichier.',
    openError: 'Impossible d’ouvrir cette partie : {error}. La partie à l’écran n’a pas changé.',
    openFileError: 'Impossible d’ouvrir « {name} » : {error}. La partie à l’écran n’a pas changé.',
    fileTooBig: 'le fichier est trop gros pour être une partie ({size} Ko, au plus {max} Ko)',
    fileUnreadable: 'le fichier n’a pas pu être lu',
    opened: 'Partie ouverte : {game}.',
    dropHint: 'Déposez le fichier pour ouvrir la partie',
    copyManual: 'Le navigateur n’a pas laissé la page copier : le texte est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
    linkBad: 'Ce lien ne contient pas de partie lisible : {error}.',
    linkFresh: 'Une nouvelle partie de {game} est ouverte à la place.',
    linkData: 'les données après « # » sont abîmées (coupées ou modifiées ?)',
    linkNewer: 'il a été fait par une version plus récente de ce site (« {key} »)',
    linkTooLong: 'il est trop long ({size} caractères)',
    linkNoCompression: 'ce navigateur ne sait pas lire les liens compressés ; ouvrez-le dans un Firefox, Chrome, Edge ou Safari récent',
    continueFailed: 'La partie gardée n’a pas pu être reprise : {error}.',
    gamesTitle: 'Vos parties',
    gamesHide: 'Masquer cette liste',
    gamesContinue: 'Continuer',
    gamesReview: 'Revoir',
    gamesDelete: 'Supprimer',
    gamesDeleteAsk: 'Supprimer cette partie pour de bon ?',
    gamesKeep: 'Garder',
    gamesFinished: 'Parties terminées ({n})',
    gamesOverCap: 'Vous avez {n} parties en cours ; la page conseille d’en garder {cap}.',
    gamesDeleteOldest: 'Supprimer les {k} plus anciennes',
    finishedAfter: 'terminée après {moves}',
    oppTwo: 'à deux',
    oppDistance: 'avec un ami, par lien',
    oppPeople: '{n} joueurs',
    oppComputer: 'contre l’ordinateur ({level})',
    oppSeats: '{n} joueurs, dont {k} joués par l’ordinateur ({level})',
    level_beginner: 'débutant',
    level_intermediate: 'intermédiaire',
    level_strong: 'fort',
    level_random: 'au hasard',
    keptFull: 'Ce navigateur n’a plus de place pour garder les parties de cette page : la partie à l’écran n’est plus gardée. Enregistrez-la dans un fichier pour la garder.',
    keptDenied: 'Ce navigateur ne laisse pas la page garder les parties (fenêtre privée, ou stockage bloqué) : enregistrez la partie dans un fichier pour la garder.',
    keptForked: 'Cette partie a aussi été continuée dans un autre onglet : les coups joués ici sont gardés comme une partie à part.',
    keptUnreadable: 'Cette partie gardée est illisible (abîmée) et a été ignorée.',
    saveToFile: 'Enregistrer dans un fichier',
    moves1: '1 coup',
    movesN: '{n} coups',
    settingsUnavailable: 'Les réglages ne sont pas encore disponibles.',
    paramError: 'Paramètre « {name} » : {error}.',
    paramValues: '« {value} » n’est pas une de ces valeurs : {values}',
    paramMove: 'coup {i} « {move} » : {error}',
    paramPly: '« {value} » n’est pas un numéro de coup de 0 à {max}',
    paramAiLevel: 'niveau de l’ordinateur inconnu « {level} » (connus : {levels})',
    paramOrigin: '« {value} » n’est pas une origine comme https://example.org',
    paramUnknownGame: 'jeu inconnu « {value} » (connus : {known})',
    imageAlt: 'Le plateau d’une partie de {game}',
    moveListLabel: 'Coups de la partie',
    moveInputLabel: 'Tapez un coup',
    focusBoard: 'Plateau de {name} : les flèches parcourent les cases, Entrée ou Espace joue, Tab passe à la suite.',
    role_button: 'bouton',
    role_tab: 'onglet',
    role_radio: 'choix',
    role_menuitem: 'élément de menu',
    moveInputHelp: 'Dans la notation de la liste des coups (par exemple C3, D2-D1, xB4), puis Entrée. Touche / sur le plateau pour venir ici.',
    moveRefused: '« {move} » ne peut pas être joué : {error}.',
    gameShown: '{game}, après {n} coups.',
    backTo: 'Retour au coup {n}.',
    commentSaid: 'Commentaire : {text}',
    secondsRange: '{value} n’est pas un nombre de secondes de {min} à {max}',
    replayOnly: 'il ne vaut qu’avec mode=replay',
  },
};


export function t(key, vars) {
  const table = STRINGS[ctx.lang] || STRINGS.en;
  const text = table[key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
}

// Text a person gave (a move typed, a parameter's value, a file's name), as a message quotes
// it: cut to 80 characters, since it may be of any length and a message is read.
export function quote(text) {
  const s = String(text);
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}

// An API reply's error as the page shows it: the engine writes its messages (a move, a
// position, a saved game) in the page's language too (error_local); "error" is English.
export function engineError(r) {
  return String((r && (r.error_local || r.error)) || '').replace(/\.$/, '');
}

export function movesText(n) {
  return n === 1 ? t('moves1') : t('movesN', { n });
}

export function gameName(id) {
  try {
    const g = ctx.M.games().find((x) => x.id === id);
    if (g) return ctx.lang === 'fr' ? g.name_fr : g.name_en;
  } catch (e) { /* the name is cosmetic */ }
  return id;
}

export function today() {
  const d = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
