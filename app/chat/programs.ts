/**
 * Award programs the provider reports availability for (its `Source` keys), with where to book.
 * An unknown key still gets a card: its name as given and the provider's own search.
 */
export interface Program {
  name: string;
  bookUrl: string;
  /** The same program's id in the points catalog (content/programs.yaml), when a currency transfers to it. */
  catalogId?: string;
}

export const programs: Record<string, Program> = {
  aeroplan: { name: "Air Canada Aeroplan", bookUrl: "https://www.aircanada.com/aeroplan/redeem", catalogId: "aeroplan" },
  alaska: { name: "Alaska Mileage Plan", bookUrl: "https://www.alaskaair.com/", catalogId: "atmos-rewards" },
  american: { name: "American AAdvantage", bookUrl: "https://www.aa.com/", catalogId: "american-aadvantage" },
  delta: { name: "Delta SkyMiles", bookUrl: "https://www.delta.com/", catalogId: "delta-skymiles" },
  united: { name: "United MileagePlus", bookUrl: "https://www.united.com/", catalogId: "united-mileageplus" },
  virginatlantic: {
    name: "Virgin Atlantic Flying Club",
    bookUrl: "https://www.virginatlantic.com/",
    catalogId: "virgin-atlantic-flying-club",
  },
  flyingblue: { name: "Air France-KLM Flying Blue", bookUrl: "https://www.flyingblue.com/", catalogId: "flying-blue" },
  emirates: { name: "Emirates Skywards", bookUrl: "https://www.emirates.com/", catalogId: "emirates-skywards" },
  etihad: { name: "Etihad Guest", bookUrl: "https://www.etihad.com/", catalogId: "etihad-guest" },
  qatar: { name: "Qatar Airways Privilege Club", bookUrl: "https://www.qatarairways.com/", catalogId: "avios-qatar" },
  qantas: { name: "Qantas Frequent Flyer", bookUrl: "https://www.qantas.com/", catalogId: "qantas-frequent-flyer" },
  velocity: { name: "Virgin Australia Velocity", bookUrl: "https://www.virginaustralia.com/" },
  singapore: { name: "Singapore KrisFlyer", bookUrl: "https://www.singaporeair.com/", catalogId: "krisflyer" },
  turkish: { name: "Turkish Miles&Smiles", bookUrl: "https://www.turkishairlines.com/", catalogId: "turkish-miles-and-smiles" },
  lifemiles: { name: "Avianca LifeMiles", bookUrl: "https://www.lifemiles.com/", catalogId: "lifemiles" },
  jetblue: { name: "JetBlue TrueBlue", bookUrl: "https://www.jetblue.com/", catalogId: "jetblue-trueblue" },
  eurobonus: { name: "SAS EuroBonus", bookUrl: "https://www.flysas.com/" },
  finnair: { name: "Finnair Plus", bookUrl: "https://www.finnair.com/", catalogId: "avios-finnair" },
  aeromexico: { name: "Aeromexico Rewards", bookUrl: "https://www.aeromexico.com/", catalogId: "aeromexico-rewards" },
  connectmiles: { name: "Copa ConnectMiles", bookUrl: "https://www.copaair.com/" },
  smiles: { name: "GOL Smiles", bookUrl: "https://www.smiles.com.br/" },
  azul: { name: "Azul Fidelidade", bookUrl: "https://www.voeazul.com.br/" },
  ethiopian: { name: "Ethiopian ShebaMiles", bookUrl: "https://www.ethiopianairlines.com/" },
  saudia: { name: "Saudia AlFursan", bookUrl: "https://www.saudia.com/" },
  lufthansa: { name: "Lufthansa Miles & More", bookUrl: "https://www.miles-and-more.com/" },
};
