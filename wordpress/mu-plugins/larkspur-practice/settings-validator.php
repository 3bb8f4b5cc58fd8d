<?php
/**
 * Reads a POST of larkspur/v1/settings into what is stored, collecting a problem (naming its field)
 * for each value that cannot be: a link that is not https or a site path (Larkspur_Practice_Fields::is_link,
 * the website's own pattern), a date that is not a real day, a price that is not a number of pounds.
 * What needs the whole practice (an option id a treatment lacks) is the website's check.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Settings_Validator
{
    /** @var array<int, array{field: string, message: string, introduced: bool}> */
    public $problems = [];

    private function bad(string $field, string $message): void
    {
        $this->problems[] = Larkspur_Practice_Settings_Rest::problem($field, $message);
    }

    /** @return array<int|string, mixed> */
    private static function map($value): array
    {
        return is_array($value) ? $value : [];
    }

    private static function text($value): ?string
    {
        return is_string($value) ? sanitize_text_field($value) : null;
    }

    public static function is_date($value): bool
    {
        return is_string($value) && preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m) === 1 && checkdate((int) $m[2], (int) $m[3], (int) $m[1]);
    }

    public function group($in): array
    {
        $in = is_array($in) ? $in : [];
        $group = [];
        foreach (['name', 'town', 'county', 'document_title', 'tagline', 'email', 'prices_reviewed'] as $key) {
            $value = self::text($in[$key] ?? null);
            if ($value === null || $value === '') {
                $this->bad('group.' . $key, 'This is needed.');
            }
            $group[$key] = (string) $value;
        }
        if ($group['email'] !== '' && !is_email($group['email'])) {
            $this->bad('group.email', '"' . $group['email'] . '" is not an e-mail address.');
        }
        if ($group['prices_reviewed'] !== '' && !self::is_date($group['prices_reviewed'])) {
            $this->bad('group.prices_reviewed', '"' . $group['prices_reviewed'] . '" is not a date (YYYY-MM-DD).');
        }
        $company = $this->company($in['company'] ?? null);
        if ($company !== null) {
            $group['company'] = $company;
        }
        $group['social'] = [];
        foreach (array_values(self::map($in['social'] ?? null)) as $i => $link) {
            $link = self::map($link);
            $network = self::text($link['network'] ?? null);
            $href = is_string($link['href'] ?? null) ? trim($link['href']) : '';
            if (!$network) {
                $this->bad('group.social', sprintf('Social link %d has no network name.', $i + 1));
            }
            // A social link is on every page: only an https address or a path on the site.
            if (!Larkspur_Practice_Fields::is_link($href)) {
                $this->bad('group.social', sprintf('Social link %d: "%s" must be an https:// address or a path on the site.', $i + 1, $href));
            }
            $group['social'][] = ['network' => (string) $network, 'href' => $href];
        }
        return $group;
    }

    /** A company number as Companies House writes it: spaces dropped, capitals made ('sc 123456' is SC123456). */
    public static function company_number($value): string
    {
        return strtoupper((string) preg_replace('/\s+/', '', (string) self::text($value)));
    }

    /**
     * The company that runs the practice (issue 45: Companies House's name and number, which the
     * site's footer discloses and `npm run preflight` asks for), both or neither: null for neither.
     * The number as Companies House writes it, spaces dropped and capitals made: 8 digits, or two
     * capitals and 6 digits (SC123456), the site's own pattern (src/practice/model.ts).
     */
    private function company($in): ?array
    {
        $in = self::map($in);
        $name = (string) self::text($in['legal_name'] ?? null);
        $number = self::company_number($in['number'] ?? null);
        if ($name === '' && $number === '') {
            return null;
        }
        $bound = Larkspur_Practice_Fields::bound('name');
        if ($name === '') {
            $this->bad('group.company', 'The company\'s legal name is needed with its number.');
        } elseif (mb_strlen($name) > $bound) {
            $this->bad('group.company', sprintf('The company\'s legal name is longer than %d characters.', $bound));
        }
        if ($number === '') {
            $this->bad('group.company', 'The company number is needed with its legal name.');
        } elseif (preg_match('/^(?:\d{8}|[A-Z]{2}\d{6})$/', $number) !== 1) {
            $this->bad('group.company', sprintf('"%s" is not a company number: eight digits, or two capitals and six digits (SC123456).', mb_substr($number, 0, 20)));
        }
        return ['legal_name' => $name, 'number' => $number];
    }

    public function sections($in): array
    {
        if (!is_array($in) || $in === []) {
            $this->bad('fees', 'The fee schedule needs at least one section.');
            return [];
        }
        $sections = [];
        foreach (array_values($in) as $s => $section) {
            $section = self::map($section);
            $title = self::text($section['title'] ?? null);
            $where = sprintf('Section %d', $s + 1) . ($title ? ' ("' . $title . '")' : '');
            if (!$title) {
                $this->bad('fees', $where . ' has no title.');
            }
            $items = [];
            foreach (array_values(self::map($section['items'] ?? null)) as $i => $item) {
                $read = $this->item(self::map($item));
                if ($read === null) {
                    $this->bad('fees', sprintf('%s, line %d: a line is either a treatment and one of its options, or a name and the words for its price.', $where, $i + 1));
                } else {
                    $items[] = $read;
                }
            }
            if ($items === []) {
                $this->bad('fees', $where . ' has no lines.');
            }
            $notes = array_values(array_filter(array_map([self::class, 'text'], self::map($section['notes'] ?? null)), function ($note) {
                return (string) $note !== '';
            }));
            $sections[] = ['title' => (string) $title, 'items' => $items, 'notes' => $notes];
        }
        return $sections;
    }

    /** A fee line: one of a treatment's options (by id), or a line with words for its price. */
    private function item(array $item): ?array
    {
        if (isset($item['treatment'])) {
            $treatment = (string) $item['treatment'];
            $option = (string) ($item['option'] ?? '');
            if (!preg_match(Larkspur_Practice_Options::SLUG, $treatment) || !preg_match(Larkspur_Practice_Options::SLUG, $option)) {
                return null;
            }
            $note = self::text($item['note'] ?? null);
            return ['treatment' => $treatment, 'option' => $option] + ($note ? ['note' => $note] : []);
        }
        $name = self::text($item['name'] ?? null);
        $free = self::text($item['free'] ?? null);
        return $name && $free ? ['name' => $name, 'free' => $free] : null;
    }

    public function bands($in): array
    {
        $sets = [];
        foreach (array_values(self::map($in)) as $i => $set) {
            $set = self::map($set);
            $from = $set['from'] ?? null;
            $source = self::text($set['source'] ?? null);
            if (!self::is_date($from)) {
                $this->bad('nhs_bands', sprintf('NHS bands %d: "%s" is not a date (YYYY-MM-DD).', $i + 1, is_scalar($from) ? $from : ''));
            }
            if (!$source) {
                $this->bad('nhs_bands', sprintf('NHS bands %d: say where the figures come from.', $i + 1));
            }
            $bands = [];
            foreach (['band1', 'band2', 'band3', 'urgent'] as $band) {
                $value = self::map($set['bands'] ?? null)[$band] ?? null;
                if ((!is_int($value) && !is_float($value)) || $value < 0) {
                    $this->bad('nhs_bands', sprintf('NHS bands %d: %s must be an amount in pounds.', $i + 1, $band));
                }
                $bands[$band] = is_numeric($value) ? (float) $value : 0.0;
            }
            $sets[] = ['from' => (string) $from, 'source' => (string) $source, 'bands' => $bands];
        }
        return $sets;
    }

    /** The finance record exactly as sent (the website's model checks its fields), or null for none. */
    public function finance($in): ?object
    {
        if ($in !== null && !is_object($in)) {
            $this->bad('finance', 'The finance record is one object, or none.');
            return null;
        }
        return $in;
    }
}
