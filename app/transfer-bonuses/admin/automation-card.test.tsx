import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AutomationCard } from "./automation-card";

/** The card as the admin page renders it on the server (its forms need a router). */
function render() {
  const card = (
    <AutomationCard
      schedule={{ enabled: true, weekday: 3, hour: 18 }}
      webhook={{ url: "https://example.com/hooks/transfer-bonuses", secretSource: "none" }}
      newSecret={undefined}
    />
  );
  const router = createMemoryRouter([{ path: "/admin/transfer-bonuses", element: card }], {
    initialEntries: ["/admin/transfer-bonuses"],
  });
  return load(renderToStaticMarkup(<RouterProvider router={router} />));
}

describe("the weekly schedule form", () => {
  it("offers the day and the New York hour in labelled selects, showing the saved schedule", () => {
    const $ = render();
    expect($('label[for="schedule-day"]').text()).toBe("Day");
    expect($('label[for="schedule-hour"]').text()).toBe("Time (New York)");
    const day = $("select#schedule-day");
    expect(day.attr("name")).toBe("weekday");
    expect(day.find("option").length).toBe(7);
    expect(day.find("option[selected]").text()).toBe("Wednesday");
    const hour = $("select#schedule-hour");
    expect(hour.attr("name")).toBe("hour");
    expect(hour.find("option").length).toBe(24);
    expect(hour.find("option[selected]").attr("value")).toBe("18");
  });
});
