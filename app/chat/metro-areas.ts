/**
 * Cities whose airports are searched together. The airport data lists train stations and
 * heliports under the same city, so these are written out rather than derived.
 */
export interface MetroArea {
  label: string;
  /** The city's own code (NYC, LON), also accepted from the visitor. */
  code?: string;
  names: string[];
  codes: string[];
}

export const metroAreas: readonly MetroArea[] = [
  { label: "New York", code: "NYC", names: ["new york", "new york city", "nyc", "manhattan"], codes: ["JFK", "EWR", "LGA"] },
  { label: "London", code: "LON", names: ["london"], codes: ["LHR", "LGW", "STN", "LCY", "LTN"] },
  { label: "Paris", code: "PAR", names: ["paris"], codes: ["CDG", "ORY"] },
  { label: "Tokyo", code: "TYO", names: ["tokyo"], codes: ["HND", "NRT"] },
  { label: "Chicago", code: "CHI", names: ["chicago"], codes: ["ORD", "MDW"] },
  { label: "Washington", code: "WAS", names: ["washington", "washington dc", "dc"], codes: ["IAD", "DCA", "BWI"] },
  { label: "Rome", code: "ROM", names: ["rome", "roma"], codes: ["FCO", "CIA"] },
  { label: "Milan", code: "MIL", names: ["milan", "milano"], codes: ["MXP", "LIN"] },
  { label: "Seoul", code: "SEL", names: ["seoul"], codes: ["ICN", "GMP"] },
  { label: "Osaka", code: "OSA", names: ["osaka"], codes: ["KIX", "ITM"] },
  { label: "Shanghai", code: "SHA", names: ["shanghai"], codes: ["PVG", "SHA"] },
  { label: "Moscow", code: "MOW", names: ["moscow"], codes: ["SVO", "DME", "VKO"] },
  { label: "Stockholm", code: "STO", names: ["stockholm"], codes: ["ARN", "BMA"] },
  { label: "São Paulo", code: "SAO", names: ["sao paulo"], codes: ["GRU", "CGH"] },
  { label: "Buenos Aires", code: "BUE", names: ["buenos aires"], codes: ["EZE", "AEP"] },
  { label: "Toronto", code: "YTO", names: ["toronto"], codes: ["YYZ", "YTZ"] },
  { label: "Bangkok", code: "BKK", names: ["bangkok"], codes: ["BKK", "DMK"] },
  { label: "Istanbul", code: "IST", names: ["istanbul"], codes: ["IST", "SAW"] },
  { label: "Houston", code: "HOU", names: ["houston"], codes: ["IAH", "HOU"] },
  { label: "Dallas", code: "DFW", names: ["dallas", "dallas fort worth"], codes: ["DFW", "DAL"] },
  { label: "San Francisco Bay Area", names: ["bay area", "san francisco bay area"], codes: ["SFO", "OAK", "SJC"] },
];
