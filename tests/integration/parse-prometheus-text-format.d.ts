// The part of parse-prometheus-text-format's output the metrics tests read (the package ships no types).
declare module "parse-prometheus-text-format" {
  interface Sample {
    labels?: Record<string, string>;
    /** Counters and gauges. */
    value?: string;
    /** Histograms. */
    count?: string;
    sum?: string;
    buckets?: Record<string, string>;
  }
  interface MetricFamily {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: Sample[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
