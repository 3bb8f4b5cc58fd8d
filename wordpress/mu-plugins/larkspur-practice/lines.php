<?php
/**
 * Limits the practice's fields share with the website's model. (The plain-line formats of the old
 * edit boxes are gone with the boxes, issue 36: the block editor's form writes the meta itself.)
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Lines
{
    /** As the website's model allows (src/practice/model.ts, beforeAfterSchema and treatmentSchema). */
    public const MAX_CASES = 12;
}
