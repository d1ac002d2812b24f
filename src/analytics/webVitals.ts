/** The fields of a web-vitals metric that are reported. */
export interface VitalMetric {
  id: string;
  name: string;
  value: number;
  delta: number;
  rating?: string;
}

/** The analytics event of a web-vitals metric: its name, with the values as parameters. */
export function webVitalEvent(metric: VitalMetric): {
  name: string;
  params: Record<string, unknown>;
} {
  return {
    name: metric.name,
    params: {
      // CLS is a fraction; scaled so analytics keeps integer precision.
      value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      non_interaction: true,
    },
  };
}
