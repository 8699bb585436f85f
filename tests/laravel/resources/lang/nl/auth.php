<?php

return ['failed' => 'Deze combinatie van e-mailadres en wachtwoord is niet bij ons bekend.'];
