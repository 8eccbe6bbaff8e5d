/** A concierge request form every check accepts, as a browser posts it; tests override a field or two. */
export const validRequestFields = {
  name: "Ana Lima",
  email: "ana@example.com",
  phone: "212 555 0100",
  travelDates: "March 3-17, 2027",
  fromDestination: "New York",
  toDestination: "Munich",
  passengers: "2",
  preferredClass: "business",
  maxStops: "1",
  pointsList: "200k Chase Ultimate Rewards",
};
