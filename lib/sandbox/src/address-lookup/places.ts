// The places the synthetic address set is spread over: every nation of the UK, the Highlands and Islands, the Isles
// of Scilly, the Channel Islands and the Isle of Man. Districts are real postcode districts of each post town; the
// streets, houses and unit postcodes inside them are invented (Royal Mail's PAF is licensed, so nothing here is real).

export type Region = 'ENG' | 'WLS' | 'SCT' | 'NIR' | 'GGY' | 'JSY' | 'IOM';
export type PlaceSize = 'city' | 'town' | 'village';

export interface Place {
  /** Post town as Royal Mail writes it (for the Channel Islands and Isle of Man, the island). */
  town: string;
  /** Former postal / traditional county ('' where there is none, as in the Crown Dependencies). */
  county: string;
  region: Region;
  districts: readonly string[];
  size: PlaceSize;
  /** Dependent localities (parishes, villages) that some streets belong to. */
  localities?: readonly string[];
  /** Street and house names lean Welsh or Gaelic. */
  flavour?: 'welsh' | 'gaelic';
}

export const REGION_COUNTRY: Readonly<Record<Region, { iso2: string; iso3: string; number: number; name: string }>> = {
  ENG: { iso2: 'GB', iso3: 'GBR', number: 826, name: 'United Kingdom' },
  WLS: { iso2: 'GB', iso3: 'GBR', number: 826, name: 'United Kingdom' },
  SCT: { iso2: 'GB', iso3: 'GBR', number: 826, name: 'United Kingdom' },
  NIR: { iso2: 'GB', iso3: 'GBR', number: 826, name: 'United Kingdom' },
  GGY: { iso2: 'GG', iso3: 'GGY', number: 831, name: 'Guernsey' },
  JSY: { iso2: 'JE', iso3: 'JEY', number: 832, name: 'Jersey' },
  IOM: { iso2: 'IM', iso3: 'IMN', number: 833, name: 'Isle of Man' },
};

const p = (
  town: string,
  county: string,
  region: Region,
  districts: string,
  size: PlaceSize,
  extra: Partial<Pick<Place, 'localities' | 'flavour'>> = {},
): Place => ({ town, county, region, districts: districts.split(' '), size, ...extra });

export const PLACES: readonly Place[] = [
  // England
  p('London', 'Greater London', 'ENG', 'SW11 SE15 N7 E17 NW6 W5 EC1V WC2H', 'city'),
  p('Birmingham', 'West Midlands', 'ENG', 'B15 B29 B13', 'city'),
  p('Manchester', 'Greater Manchester', 'ENG', 'M14 M20 M21', 'city'),
  p('Leeds', 'West Yorkshire', 'ENG', 'LS6 LS8 LS17', 'city'),
  p('Liverpool', 'Merseyside', 'ENG', 'L17 L18', 'city'),
  p('Bristol', 'Avon', 'ENG', 'BS6 BS7 BS3', 'city'),
  p('Newcastle upon Tyne', 'Tyne and Wear', 'ENG', 'NE2 NE6', 'city'),
  p('Sheffield', 'South Yorkshire', 'ENG', 'S10 S11', 'city'),
  p('Nottingham', 'Nottinghamshire', 'ENG', 'NG7 NG5', 'town'),
  p('York', 'North Yorkshire', 'ENG', 'YO10 YO31', 'town'),
  p('Norwich', 'Norfolk', 'ENG', 'NR2 NR3', 'town'),
  p('Exeter', 'Devon', 'ENG', 'EX4 EX2', 'town'),
  p('Truro', 'Cornwall', 'ENG', 'TR1', 'town'),
  p('Penzance', 'Cornwall', 'ENG', 'TR18', 'town'),
  p('Isles of Scilly', 'Cornwall', 'ENG', 'TR21', 'village', { localities: ["St Mary's", 'Tresco'] }),
  p('Cambridge', 'Cambridgeshire', 'ENG', 'CB1 CB4', 'town'),
  p('Oxford', 'Oxfordshire', 'ENG', 'OX4 OX2', 'town'),
  p('Brighton', 'East Sussex', 'ENG', 'BN1 BN2', 'town'),
  p('Canterbury', 'Kent', 'ENG', 'CT1 CT2', 'town'),
  p('Carlisle', 'Cumbria', 'ENG', 'CA1 CA2', 'town'),
  p('Keswick', 'Cumbria', 'ENG', 'CA12', 'village', { localities: ['Braithwaite', 'Portinscale'] }),
  p('Lincoln', 'Lincolnshire', 'ENG', 'LN1 LN2', 'town'),
  p('Bath', 'Avon', 'ENG', 'BA1 BA2', 'town'),
  p('Milton Keynes', 'Buckinghamshire', 'ENG', 'MK9 MK14', 'town'),
  p('Harrogate', 'North Yorkshire', 'ENG', 'HG1 HG2', 'town'),
  p('Kendal', 'Cumbria', 'ENG', 'LA9', 'village', { localities: ['Burneside'] }),
  p('Berwick-upon-Tweed', 'Northumberland', 'ENG', 'TD15', 'village', { localities: ['Tweedmouth', 'Spittal'] }),
  p('Hexham', 'Northumberland', 'ENG', 'NE46', 'village', { localities: ['Acomb'] }),
  p('Ludlow', 'Shropshire', 'ENG', 'SY8', 'village'),
  // Wales
  p('Cardiff', 'South Glamorgan', 'WLS', 'CF10 CF24 CF5', 'city', { flavour: 'welsh' }),
  p('Swansea', 'West Glamorgan', 'WLS', 'SA1 SA2', 'town', { flavour: 'welsh' }),
  p('Newport', 'Gwent', 'WLS', 'NP20 NP19', 'town', { flavour: 'welsh' }),
  p('Wrexham', 'Clwyd', 'WLS', 'LL11 LL13', 'town', { flavour: 'welsh' }),
  p('Aberystwyth', 'Dyfed', 'WLS', 'SY23', 'town', { flavour: 'welsh', localities: ['Llanbadarn Fawr'] }),
  p('Bangor', 'Gwynedd', 'WLS', 'LL57', 'town', { flavour: 'welsh' }),
  p('Caernarfon', 'Gwynedd', 'WLS', 'LL55', 'village', { flavour: 'welsh', localities: ['Llanrug', 'Bontnewydd'] }),
  p('Llandudno', 'Gwynedd', 'WLS', 'LL30', 'town', { flavour: 'welsh' }),
  p('Holyhead', 'Gwynedd', 'WLS', 'LL65', 'village', { flavour: 'welsh', localities: ['Trearddur Bay'] }),
  p('Llandrindod Wells', 'Powys', 'WLS', 'LD1', 'village', { flavour: 'welsh' }),
  p('Tenby', 'Dyfed', 'WLS', 'SA70', 'village', { flavour: 'welsh', localities: ['Penally', 'Saundersfoot'] }),
  // Scotland
  p('Edinburgh', 'Midlothian', 'SCT', 'EH1 EH3 EH9 EH6', 'city'),
  p('Glasgow', 'Lanarkshire', 'SCT', 'G1 G12 G41', 'city'),
  p('Aberdeen', 'Aberdeenshire', 'SCT', 'AB10 AB24', 'town'),
  p('Dundee', 'Angus', 'SCT', 'DD1 DD4', 'town'),
  p('Stirling', 'Stirlingshire', 'SCT', 'FK8 FK7', 'town'),
  p('Perth', 'Perthshire', 'SCT', 'PH1 PH2', 'town'),
  p('Pitlochry', 'Perthshire', 'SCT', 'PH16', 'village', { localities: ['Moulin'] }),
  p('Dumfries', 'Dumfriesshire', 'SCT', 'DG1 DG2', 'town'),
  p('Galashiels', 'Selkirkshire', 'SCT', 'TD1', 'village'),
  p('Ayr', 'Ayrshire', 'SCT', 'KA7 KA8', 'town'),
  p('Isle of Arran', 'Isle of Arran', 'SCT', 'KA27', 'village', { localities: ['Brodick', 'Lamlash', 'Whiting Bay'] }),
  p('Oban', 'Argyll', 'SCT', 'PA34', 'village', { flavour: 'gaelic' }),
  p('Campbeltown', 'Argyll', 'SCT', 'PA28', 'village', { flavour: 'gaelic' }),
  p('Isle of Islay', 'Isle of Islay', 'SCT', 'PA43 PA42', 'village', {
    flavour: 'gaelic',
    localities: ['Bowmore', 'Port Ellen', 'Port Charlotte'],
  }),
  p('Fort William', 'Inverness-shire', 'SCT', 'PH33', 'village', {
    flavour: 'gaelic',
    localities: ['Caol', 'Corpach'],
  }),
  // Highlands and Islands
  p('Inverness', 'Inverness-shire', 'SCT', 'IV2 IV3', 'town', { flavour: 'gaelic' }),
  p('Nairn', 'Nairnshire', 'SCT', 'IV12', 'village'),
  p('Ullapool', 'Ross-shire', 'SCT', 'IV26', 'village', { flavour: 'gaelic' }),
  p('Isle of Skye', 'Isle of Skye', 'SCT', 'IV51 IV55', 'village', {
    flavour: 'gaelic',
    localities: ['Portree', 'Dunvegan', 'Staffin'],
  }),
  p('Thurso', 'Caithness', 'SCT', 'KW14', 'village', { localities: ['Scrabster', 'Castletown'] }),
  p('Wick', 'Caithness', 'SCT', 'KW1', 'village'),
  p('Orkney', 'Orkney', 'SCT', 'KW15 KW16 KW17', 'village', { localities: ['Kirkwall', 'Stromness', 'Finstown'] }),
  p('Shetland', 'Shetland', 'SCT', 'ZE1 ZE2', 'village', { localities: ['Lerwick', 'Brae', 'Scalloway'] }),
  p('Isle of Lewis', 'Isle of Lewis', 'SCT', 'HS1 HS2', 'village', {
    flavour: 'gaelic',
    localities: ['Stornoway', 'Back', 'Laxdale'],
  }),
  p('Isle of Harris', 'Isle of Harris', 'SCT', 'HS3', 'village', {
    flavour: 'gaelic',
    localities: ['Tarbert', 'Leverburgh'],
  }),
  p('Isle of Benbecula', 'Isle of Benbecula', 'SCT', 'HS7', 'village', {
    flavour: 'gaelic',
    localities: ['Balivanich'],
  }),
  p('Isle of Barra', 'Isle of Barra', 'SCT', 'HS9', 'village', { flavour: 'gaelic', localities: ['Castlebay'] }),
  // Northern Ireland
  p('Belfast', 'County Antrim', 'NIR', 'BT1 BT7 BT9 BT5', 'city'),
  p('Londonderry', 'County Londonderry', 'NIR', 'BT48', 'town'),
  p('Newry', 'County Down', 'NIR', 'BT34 BT35', 'town'),
  p('Enniskillen', 'County Fermanagh', 'NIR', 'BT74', 'village'),
  p('Armagh', 'County Armagh', 'NIR', 'BT61', 'village'),
  p('Omagh', 'County Tyrone', 'NIR', 'BT78', 'village'),
  p('Ballymena', 'County Antrim', 'NIR', 'BT43', 'town'),
  p('Coleraine', 'County Londonderry', 'NIR', 'BT52', 'village', { localities: ['Portstewart'] }),
  // Channel Islands
  p('Guernsey', '', 'GGY', 'GY1 GY2 GY6', 'town', { localities: ['St Peter Port', 'St Sampson', 'Vale'] }),
  p('Alderney', '', 'GGY', 'GY9', 'village', { localities: ['St Anne'] }),
  p('Sark', '', 'GGY', 'GY10', 'village'),
  p('Jersey', '', 'JSY', 'JE2 JE3', 'town', { localities: ['St Helier', 'St Brelade', 'St Ouen', 'Gorey'] }),
  // Isle of Man
  p('Isle of Man', '', 'IOM', 'IM1 IM2 IM8 IM5 IM9', 'town', {
    localities: ['Douglas', 'Ramsey', 'Peel', 'Castletown'],
  }),
];
