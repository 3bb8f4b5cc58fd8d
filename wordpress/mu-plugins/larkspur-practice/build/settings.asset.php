<?php return array('dependencies' => array('react', 'wp-element'), 'version' => 'cdbd3fcb0b1f76352f70');
