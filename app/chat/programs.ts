/**
 * Award programs the provider reports availability for (its `Source` keys), with where to book.
 * An unknown key still gets a card: its name as given and the provider's own search.
 */
export interface Program {
  name: string;
  bookUrl: string;
}

export const programs: Record<string, Program> = {
  aeroplan: { name: "Air Canada Aeroplan", bookUrl: "https://www.aircanada.com/aeroplan/redeem" },
  alaska: { name: "Alaska Mileage Plan", bookUrl: "https://www.alaskaair.com/" },
  american: { name: "American AAdvantage", bookUrl: "https://www.aa.com/" },
  delta: { name: "Delta SkyMiles", bookUrl: "https://www.delta.com/" },
  united: { name: "United MileagePlus", bookUrl: "https://www.united.com/" },
  virginatlantic: { name: "Virgin Atlantic Flying Club", bookUrl: "https://www.virginatlantic.com/" },
  flyingblue: { name: "Air France-KLM Flying Blue", bookUrl: "https://www.flyingblue.com/" },
  emirates: { name: "Emirates Skywards", bookUrl: "https://www.emirates.com/" },
  etihad: { name: "Etihad Guest", bookUrl: "https://www.etihad.com/" },
  qatar: { name: "Qatar Airways Privilege Club", bookUrl: "https://www.qatarairways.com/" },
  qantas: { name: "Qantas Frequent Flyer", bookUrl: "https://www.qantas.com/" },
  velocity: { name: "Virgin Australia Velocity", bookUrl: "https://www.virginaustralia.com/" },
  singapore: { name: "Singapore KrisFlyer", bookUrl: "https://www.singaporeair.com/" },
  turkish: { name: "Turkish Miles&Smiles", bookUrl: "https://www.turkishairlines.com/" },
  lifemiles: { name: "Avianca LifeMiles", bookUrl: "https://www.lifemiles.com/" },
  jetblue: { name: "JetBlue TrueBlue", bookUrl: "https://www.jetblue.com/" },
  eurobonus: { name: "SAS EuroBonus", bookUrl: "https://www.flysas.com/" },
  finnair: { name: "Finnair Plus", bookUrl: "https://www.finnair.com/" },
  aeromexico: { name: "Aeromexico Rewards", bookUrl: "https://www.aeromexico.com/" },
  connectmiles: { name: "Copa ConnectMiles", bookUrl: "https://www.copaair.com/" },
  smiles: { name: "GOL Smiles", bookUrl: "https://www.smiles.com.br/" },
  azul: { name: "Azul Fidelidade", bookUrl: "https://www.voeazul.com.br/" },
  ethiopian: { name: "Ethiopian ShebaMiles", bookUrl: "https://www.ethiopianairlines.com/" },
  saudia: { name: "Saudia AlFursan", bookUrl: "https://www.saudia.com/" },
  lufthansa: { name: "Lufthansa Miles & More", bookUrl: "https://www.miles-and-more.com/" },
};
