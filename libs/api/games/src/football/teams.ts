/**
 * The teams of Tic Tac Toe Football: the clubs and national teams a grid's row and column headers
 * are drawn from. A badge is drawn locally from `short` and `colors` (no crests are shipped: they
 * are the clubs' trademarks).
 */
import type { Localized } from '../data/bank.types';

export type TeamKind = 'club' | 'nation';

export interface Team {
  /** Stable slug, referenced by the footballers' `teams`. */
  readonly id: string;
  readonly kind: TeamKind;
  /** The name as each edition's language writes it. */
  readonly name: Localized;
  /** 2 to 4 letters for the badge. */
  readonly short: string;
  /** Two kit colours (#rrggbb): the badge's fill and its text and border. */
  readonly colors: readonly [string, string];
}

export const TEAMS = [
  // Türkiye
  { id: 'galatasaray', kind: 'club', name: { tr: 'Galatasaray', en: 'Galatasaray', ru: 'Галатасарай' }, short: 'GS', colors: ['#A90432', '#FDB912'] },
  { id: 'fenerbahce', kind: 'club', name: { tr: 'Fenerbahçe', en: 'Fenerbahçe', ru: 'Фенербахче' }, short: 'FB', colors: ['#002D72', '#FFED00'] },
  { id: 'besiktas', kind: 'club', name: { tr: 'Beşiktaş', en: 'Beşiktaş', ru: 'Бешикташ' }, short: 'BJK', colors: ['#000000', '#FFFFFF'] },
  { id: 'trabzonspor', kind: 'club', name: { tr: 'Trabzonspor', en: 'Trabzonspor', ru: 'Трабзонспор' }, short: 'TS', colors: ['#7A1E3C', '#5FB4E5'] },
  { id: 'basaksehir', kind: 'club', name: { tr: 'Başakşehir', en: 'İstanbul Başakşehir', ru: 'Истанбул Башакшехир' }, short: 'İBFK', colors: ['#F26522', '#1B2A4A'] },
  // Spain
  { id: 'real-madrid', kind: 'club', name: { tr: 'Real Madrid', en: 'Real Madrid', ru: 'Реал Мадрид' }, short: 'RMA', colors: ['#FFFFFF', '#D4A017'] },
  { id: 'barcelona', kind: 'club', name: { tr: 'Barcelona', en: 'Barcelona', ru: 'Барселона' }, short: 'BAR', colors: ['#A50044', '#004D98'] },
  { id: 'atletico', kind: 'club', name: { tr: 'Atlético Madrid', en: 'Atlético Madrid', ru: 'Атлетико Мадрид' }, short: 'ATM', colors: ['#CB3524', '#272E61'] },
  { id: 'valencia', kind: 'club', name: { tr: 'Valencia', en: 'Valencia', ru: 'Валенсия' }, short: 'VAL', colors: ['#FFFFFF', '#EE3524'] },
  { id: 'sevilla', kind: 'club', name: { tr: 'Sevilla', en: 'Sevilla', ru: 'Севилья' }, short: 'SEV', colors: ['#FFFFFF', '#D71920'] },
  // England
  { id: 'man-utd', kind: 'club', name: { tr: 'Manchester United', en: 'Manchester United', ru: 'Манчестер Юнайтед' }, short: 'MUN', colors: ['#DA291C', '#FBE122'] },
  { id: 'man-city', kind: 'club', name: { tr: 'Manchester City', en: 'Manchester City', ru: 'Манчестер Сити' }, short: 'MCI', colors: ['#6CABDD', '#1C2C5B'] },
  { id: 'liverpool', kind: 'club', name: { tr: 'Liverpool', en: 'Liverpool', ru: 'Ливерпуль' }, short: 'LIV', colors: ['#C8102E', '#F6EB61'] },
  { id: 'chelsea', kind: 'club', name: { tr: 'Chelsea', en: 'Chelsea', ru: 'Челси' }, short: 'CHE', colors: ['#034694', '#FFFFFF'] },
  { id: 'arsenal', kind: 'club', name: { tr: 'Arsenal', en: 'Arsenal', ru: 'Арсенал' }, short: 'ARS', colors: ['#EF0107', '#FFFFFF'] },
  { id: 'tottenham', kind: 'club', name: { tr: 'Tottenham', en: 'Tottenham Hotspur', ru: 'Тоттенхэм' }, short: 'TOT', colors: ['#FFFFFF', '#132257'] },
  // Germany
  { id: 'bayern', kind: 'club', name: { tr: 'Bayern Münih', en: 'Bayern Munich', ru: 'Бавария' }, short: 'BAY', colors: ['#DC052D', '#FFFFFF'] },
  { id: 'dortmund', kind: 'club', name: { tr: 'Borussia Dortmund', en: 'Borussia Dortmund', ru: 'Боруссия Дортмунд' }, short: 'BVB', colors: ['#FDE100', '#000000'] },
  // Italy
  { id: 'juventus', kind: 'club', name: { tr: 'Juventus', en: 'Juventus', ru: 'Ювентус' }, short: 'JUV', colors: ['#000000', '#FFFFFF'] },
  { id: 'milan', kind: 'club', name: { tr: 'Milan', en: 'AC Milan', ru: 'Милан' }, short: 'MIL', colors: ['#FB090B', '#000000'] },
  { id: 'inter', kind: 'club', name: { tr: 'Inter', en: 'Inter', ru: 'Интер' }, short: 'INT', colors: ['#0068A8', '#000000'] },
  { id: 'napoli', kind: 'club', name: { tr: 'Napoli', en: 'Napoli', ru: 'Наполи' }, short: 'NAP', colors: ['#12A0D7', '#FFFFFF'] },
  { id: 'roma', kind: 'club', name: { tr: 'Roma', en: 'Roma', ru: 'Рома' }, short: 'ROM', colors: ['#8E1F2F', '#F0BC42'] },
  { id: 'lazio', kind: 'club', name: { tr: 'Lazio', en: 'Lazio', ru: 'Лацио' }, short: 'LAZ', colors: ['#87D8F7', '#FFFFFF'] },
  // France
  { id: 'psg', kind: 'club', name: { tr: 'Paris Saint-Germain', en: 'Paris Saint-Germain', ru: 'Пари Сен-Жермен' }, short: 'PSG', colors: ['#004170', '#DA291C'] },
  { id: 'monaco', kind: 'club', name: { tr: 'Monaco', en: 'Monaco', ru: 'Монако' }, short: 'ASM', colors: ['#E51B22', '#FFFFFF'] },
  { id: 'marseille', kind: 'club', name: { tr: 'Marsilya', en: 'Marseille', ru: 'Марсель' }, short: 'OM', colors: ['#FFFFFF', '#2FAEE0'] },
  { id: 'lyon', kind: 'club', name: { tr: 'Lyon', en: 'Lyon', ru: 'Лион' }, short: 'OL', colors: ['#FFFFFF', '#DA0812'] },
  // Netherlands, Portugal, Scotland
  { id: 'ajax', kind: 'club', name: { tr: 'Ajax', en: 'Ajax', ru: 'Аякс' }, short: 'AJA', colors: ['#D2122E', '#FFFFFF'] },
  { id: 'psv', kind: 'club', name: { tr: 'PSV Eindhoven', en: 'PSV Eindhoven', ru: 'ПСВ' }, short: 'PSV', colors: ['#ED1C24', '#FFFFFF'] },
  { id: 'porto', kind: 'club', name: { tr: 'Porto', en: 'Porto', ru: 'Порту' }, short: 'FCP', colors: ['#003893', '#FFFFFF'] },
  { id: 'benfica', kind: 'club', name: { tr: 'Benfica', en: 'Benfica', ru: 'Бенфика' }, short: 'SLB', colors: ['#E20E0E', '#FFFFFF'] },
  { id: 'sporting', kind: 'club', name: { tr: 'Sporting Lizbon', en: 'Sporting CP', ru: 'Спортинг' }, short: 'SCP', colors: ['#008057', '#FFFFFF'] },
  { id: 'celtic', kind: 'club', name: { tr: 'Celtic', en: 'Celtic', ru: 'Селтик' }, short: 'CEL', colors: ['#018749', '#FFFFFF'] },
  // Russia, Ukraine
  { id: 'zenit', kind: 'club', name: { tr: 'Zenit', en: 'Zenit', ru: 'Зенит' }, short: 'ZEN', colors: ['#0093D0', '#FFFFFF'] },
  { id: 'spartak', kind: 'club', name: { tr: 'Spartak Moskova', en: 'Spartak Moscow', ru: 'Спартак Москва' }, short: 'SPM', colors: ['#D9042B', '#FFFFFF'] },
  { id: 'cska', kind: 'club', name: { tr: 'CSKA Moskova', en: 'CSKA Moscow', ru: 'ЦСКА' }, short: 'CSKA', colors: ['#C8102E', '#0033A0'] },
  { id: 'lokomotiv', kind: 'club', name: { tr: 'Lokomotiv Moskova', en: 'Lokomotiv Moscow', ru: 'Локомотив Москва' }, short: 'LOK', colors: ['#E30613', '#00843D'] },
  { id: 'dynamo-kyiv', kind: 'club', name: { tr: 'Dinamo Kiev', en: 'Dynamo Kyiv', ru: 'Динамо Киев' }, short: 'DYN', colors: ['#FFFFFF', '#0054A6'] },
  { id: 'shakhtar', kind: 'club', name: { tr: 'Şahtar Donetsk', en: 'Shakhtar Donetsk', ru: 'Шахтёр Донецк' }, short: 'SHA', colors: ['#F26522', '#000000'] },

  // National teams (senior men's)
  { id: 'turkey', kind: 'nation', name: { tr: 'Türkiye', en: 'Turkey', ru: 'Турция' }, short: 'TUR', colors: ['#E30A17', '#FFFFFF'] },
  { id: 'russia', kind: 'nation', name: { tr: 'Rusya', en: 'Russia', ru: 'Россия' }, short: 'RUS', colors: ['#FFFFFF', '#D52B1E'] },
  { id: 'ukraine', kind: 'nation', name: { tr: 'Ukrayna', en: 'Ukraine', ru: 'Украина' }, short: 'UKR', colors: ['#FFD500', '#005BBB'] },
  { id: 'brazil', kind: 'nation', name: { tr: 'Brezilya', en: 'Brazil', ru: 'Бразилия' }, short: 'BRA', colors: ['#FEDD00', '#009C3B'] },
  { id: 'argentina', kind: 'nation', name: { tr: 'Arjantin', en: 'Argentina', ru: 'Аргентина' }, short: 'ARG', colors: ['#75AADB', '#FFFFFF'] },
  { id: 'uruguay', kind: 'nation', name: { tr: 'Uruguay', en: 'Uruguay', ru: 'Уругвай' }, short: 'URU', colors: ['#5CBFEB', '#000000'] },
  { id: 'colombia', kind: 'nation', name: { tr: 'Kolombiya', en: 'Colombia', ru: 'Колумбия' }, short: 'COL', colors: ['#FCD116', '#003893'] },
  { id: 'france', kind: 'nation', name: { tr: 'Fransa', en: 'France', ru: 'Франция' }, short: 'FRA', colors: ['#002395', '#FFFFFF'] },
  { id: 'germany', kind: 'nation', name: { tr: 'Almanya', en: 'Germany', ru: 'Германия' }, short: 'GER', colors: ['#FFFFFF', '#000000'] },
  { id: 'spain', kind: 'nation', name: { tr: 'İspanya', en: 'Spain', ru: 'Испания' }, short: 'ESP', colors: ['#C60B1E', '#FFC400'] },
  { id: 'england', kind: 'nation', name: { tr: 'İngiltere', en: 'England', ru: 'Англия' }, short: 'ENG', colors: ['#FFFFFF', '#1D2A5D'] },
  { id: 'italy', kind: 'nation', name: { tr: 'İtalya', en: 'Italy', ru: 'Италия' }, short: 'ITA', colors: ['#0066CC', '#FFFFFF'] },
  { id: 'portugal', kind: 'nation', name: { tr: 'Portekiz', en: 'Portugal', ru: 'Португалия' }, short: 'POR', colors: ['#DA291C', '#046A38'] },
  { id: 'netherlands', kind: 'nation', name: { tr: 'Hollanda', en: 'Netherlands', ru: 'Нидерланды' }, short: 'NED', colors: ['#F36C21', '#21468B'] },
  { id: 'belgium', kind: 'nation', name: { tr: 'Belçika', en: 'Belgium', ru: 'Бельгия' }, short: 'BEL', colors: ['#E30613', '#FDDA24'] },
  { id: 'croatia', kind: 'nation', name: { tr: 'Hırvatistan', en: 'Croatia', ru: 'Хорватия' }, short: 'CRO', colors: ['#FF0000', '#FFFFFF'] },
  { id: 'serbia', kind: 'nation', name: { tr: 'Sırbistan', en: 'Serbia', ru: 'Сербия' }, short: 'SRB', colors: ['#C6363C', '#0C4076'] },
  { id: 'poland', kind: 'nation', name: { tr: 'Polonya', en: 'Poland', ru: 'Польша' }, short: 'POL', colors: ['#FFFFFF', '#DC143C'] },
  { id: 'denmark', kind: 'nation', name: { tr: 'Danimarka', en: 'Denmark', ru: 'Дания' }, short: 'DEN', colors: ['#C8102E', '#FFFFFF'] },
  { id: 'senegal', kind: 'nation', name: { tr: 'Senegal', en: 'Senegal', ru: 'Сенегал' }, short: 'SEN', colors: ['#FFFFFF', '#00853F'] },
  { id: 'ivory-coast', kind: 'nation', name: { tr: 'Fildişi Sahili', en: 'Ivory Coast', ru: 'Кот-д’Ивуар' }, short: 'CIV', colors: ['#F77F00', '#009E60'] },
  { id: 'cameroon', kind: 'nation', name: { tr: 'Kamerun', en: 'Cameroon', ru: 'Камерун' }, short: 'CMR', colors: ['#007A5E', '#FCD116'] },
  { id: 'nigeria', kind: 'nation', name: { tr: 'Nijerya', en: 'Nigeria', ru: 'Нигерия' }, short: 'NGA', colors: ['#008751', '#FFFFFF'] },
  { id: 'ghana', kind: 'nation', name: { tr: 'Gana', en: 'Ghana', ru: 'Гана' }, short: 'GHA', colors: ['#FFFFFF', '#006B3F'] },
  { id: 'morocco', kind: 'nation', name: { tr: 'Fas', en: 'Morocco', ru: 'Марокко' }, short: 'MAR', colors: ['#C1272D', '#006233'] },
] as const satisfies readonly Team[];

export type TeamId = (typeof TEAMS)[number]['id'];

const TEAMS_BY_ID: ReadonlyMap<string, Team> = new Map(TEAMS.map((team) => [team.id, team]));

/** The team with this id, or undefined. */
export function teamById(id: string): Team | undefined {
  return TEAMS_BY_ID.get(id);
}

export function isTeamId(id: string): id is TeamId {
  return TEAMS_BY_ID.has(id);
}
